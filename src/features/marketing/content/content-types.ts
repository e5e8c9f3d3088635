export interface ContentSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet points after the paragraphs. */
  points?: string[];
  link?: { text: string; href: string };
}

/** What an informational page's <head> shows (PageMeta). */
export interface ContentPageMeta {
  path: string;
  title: string;
  description: string;
}

export interface ContentPageData extends ContentPageMeta {
  intro: string;
  sections: ContentSection[];
  cta?: { text: string; href: string };
  /** Legal pages carry their effective date. */
  updated?: string;
}
