/** A card brand as a customer reads it: "visa" → "Visa", "mastercard" → "Mastercard". */
export const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
