/** The printable feeding guides (a path of its own: My plan links it without loading the page). */
export const FEEDING_GUIDE_PATH = '/account/feeding-guide/';
