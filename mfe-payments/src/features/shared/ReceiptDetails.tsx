import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cardBrandName, centsToDollars, paymentReference, type PaymentReceiptDto } from '@app/contracts';
import { formatInstantEt } from '@app/web-kit';

/** "Visa ending in 4242", from what the gateway kept (brand and last 4 only, DESIGN §3). */
export function cardText(cardBrand: string | null, cardLast4: string | null): string | null {
  if (!cardLast4) return null;
  return `${cardBrandName(cardBrand) ?? 'Card'} ending in ${cardLast4}`;
}

type ReceiptLines = Pick<PaymentReceiptDto, 'amountCents' | 'cardBrand' | 'cardLast4' | 'reference' | 'paidAt'> & {
  /** Issue 33: the code the booking or plan was made with (amountCents, what was charged, is already less it). */
  coupon?: PaymentReceiptDto['coupon'];
  paymentId?: string;
};

/** Amount, card, reference and time of a payment, as the server recorded them. */
export function ReceiptDetails({ receipt }: { receipt: ReceiptLines }) {
  const card = cardText(receipt.cardBrand, receipt.cardLast4);
  const reference = receipt.reference || (receipt.paymentId ? paymentReference(receipt.paymentId) : '');
  const paidAt = receipt.paidAt ? new Date(receipt.paidAt) : null;
  const rows: Array<[string, string]> = [];
  if (receipt.coupon?.discountCents) {
    const { code, description, discountCents } = receipt.coupon;
    rows.push(['Discount', `${code} (${description}): −$${centsToDollars(discountCents)}`]);
  }
  rows.push(['Amount', `$${centsToDollars(receipt.amountCents)}`]);
  if (card) rows.push(['Card', card]);
  if (reference) rows.push(['Reference', reference]);
  if (paidAt && !Number.isNaN(paidAt.getTime())) {
    rows.push(['Paid', formatInstantEt(paidAt)]);
  }
  return (
    <Box
      component="dl"
      data-testid="receipt-details"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2, textAlign: 'left' }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
