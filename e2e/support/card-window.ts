import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox gateway's deterministic cards (contracts card-input.ts SANDBOX_TEST_CARDS). */
export const APPROVE_CARD = '4242 4242 4242 4242';
export const DECLINE_CARD = '4000 0000 0000 0002';

export interface CardDetails {
  /** Where the receipt goes. */
  email?: string;
  firstName?: string;
  lastName?: string;
  /** MMYY as typed; the form inserts the slash. */
  expiry?: string;
  cvv?: string;
}

/** Fills the /square-payment window's form the way a visitor types it (the expiry slash is inserted for them). */
export async function fillCard(popup: Page, cardNumber: string, details: CardDetails = {}) {
  const { email = 'ada@example.com', firstName = 'Ada', lastName = 'Lovelace', expiry = '1230', cvv = '123' } = details;
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('First name').fill(firstName);
  await popup.getByLabel('Last name').fill(lastName);
  await popup.getByLabel('Card number').fill(cardNumber);
  await popup.getByLabel('Expiry (MM/YY)').pressSequentially(expiry);
  await popup.getByLabel('CVV').fill(cvv);
  await popup.getByLabel('Billing ZIP').fill('02139');
  await expect(popup.getByLabel('Expiry (MM/YY)')).toHaveValue(`${expiry.slice(0, 2)}/${expiry.slice(2)}`);
}
