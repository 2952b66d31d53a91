/** Win chances and their losses in the page's language: "72%" / "٪۷۲", and points of win chance ("32" / "۳۲"). */
import { currentLanguage, formatNumber } from '../i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** A chance in [0, 1] as a whole percentage, with the language's digits and sign. */
export function percent(x: number): string {
  const lng = currentLanguage();
  let f = formats.get(lng);
  if (!f) {
    f = new Intl.NumberFormat(lng === 'fa' ? 'fa-IR' : 'en-US', { style: 'percent', maximumFractionDigits: 0 });
    formats.set(lng, f);
  }
  return f.format(x);
}

/** A loss of win chance in points (0.32 → "32"). */
export function points(loss: number): string {
  return formatNumber(Math.round(loss * 100), currentLanguage());
}
