export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** SPEC §2: both coaching legal pages show this date. */
export const LEGAL_LAST_UPDATED = 'August 19, 2025';
