/** A treat or supplement as `GET /api/v3/products/` shows it. Prices in integer cents. */
export interface AddonProductView {
  sku: string;
  key: string;
  name: string;
  product_type: 'TR' | 'SP';
  container: 'bag' | 'jar';
  description: string;
  size: string;
  price: number;
  discounted_price: number;
}
