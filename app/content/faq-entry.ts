interface FaqItem {
  q: string;
  a: string;
}

/** One accordion section of the FAQ page. */
export interface FaqEntry {
  category: string;
  items: FaqItem[];
}
