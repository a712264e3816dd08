import { expect, type Page } from '@playwright/test';

/** The sandbox gateway's deterministic cards (contracts card-input.ts SANDBOX_TEST_CARDS). */
export const APPROVE_CARD = '4242 4242 4242 4242';
export const DECLINE_CARD = '4000 0000 0000 0002';

/** Fills the /square-payment window's form the way a visitor types it (the expiry slash is inserted for them). */
export async function fillCard(popup: Page, cardNumber: string) {
  await popup.getByLabel('Email').fill('ada@example.com');
  await popup.getByLabel('First name').fill('Ada');
  await popup.getByLabel('Last name').fill('Lovelace');
  await popup.getByLabel('Card number').fill(cardNumber);
  await popup.getByLabel('Expiry (MM/YY)').pressSequentially('1230');
  await popup.getByLabel('CVV').fill('123');
  await popup.getByLabel('Billing ZIP').fill('02139');
  await expect(popup.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
}
