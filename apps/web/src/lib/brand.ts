import { createContext, useContext } from 'react';
import { PLACEHOLDER_BRAND, fillBrand, type Brand } from '@app/shared/brand';

/** The brand arrives in the HTML (a JSON script element the server writes); the placeholder is only a fallback. */
export function readBrandFromDocument(doc: Document = document): Brand {
  const element = doc.getElementById('site-config');
  if (!element?.textContent) return PLACEHOLDER_BRAND;
  try {
    // A light structural check (no zod on the first page load): the server wrote this from validated config.
    const parsed = JSON.parse(element.textContent) as Partial<Brand> | null;
    const isBrand =
      parsed !== null &&
      typeof parsed === 'object' &&
      (Object.keys(PLACEHOLDER_BRAND) as Array<keyof Brand>).every(
        (key) => typeof parsed[key] === typeof PLACEHOLDER_BRAND[key],
      );
    return isBrand ? (parsed as Brand) : PLACEHOLDER_BRAND;
  } catch {
    return PLACEHOLDER_BRAND;
  }
}

export const BrandContext = createContext<Brand>(PLACEHOLDER_BRAND);

export function useBrand(): Brand {
  return useContext(BrandContext);
}

/** Fills {{siteName}}-style tokens in content with the configured brand. */
export function useFillBrand(): (text: string) => string {
  const brand = useBrand();
  return (text) => fillBrand(text, brand);
}
