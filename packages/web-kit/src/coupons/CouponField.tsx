import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN, COUPON_MESSAGES, type CouponQuoteDto } from '@app/contracts';
import { couponFromUrl, type CouponQuoteArgs, type CouponScopeQuery } from './couponQuote';
import { couponAppliedText, couponErrorText } from './couponText';

export const COUPON_OPEN_LINK = 'Have a discount code?';

export interface CouponFieldProps {
  /** What the code is quoted for; null while nothing is chosen (Apply waits for it). */
  scope: CouponScopeQuery | null;
  /** The applied code (the form's `couponCode`), '' for none: only a code the server quoted is ever put here. */
  value: string;
  onChange: (code: string) => void;
  /** The remote's GET /api/coupons/quote (its `couponQuote` endpoint); rejects with the API's error. */
  quote: (args: CouponQuoteArgs) => Promise<CouponQuoteDto>;
  /** The server's price with the code, or null when none applies: the page shows its total from this. */
  onQuote?: (quote: CouponQuoteDto | null) => void;
  /** The create call refused the code (couponRefusal's words); a new object each time it happens. */
  refusal?: { message: string } | null;
  disabled?: boolean;
}

type Status = 'idle' | 'checking' | 'applied' | 'error';

/**
 * "Have a discount code?" (issue 33 item 4): a link that opens a code field with Apply. Apply asks the server for the
 * price with the code and shows it ("Code SPRING20: 20% off — $40 instead of $50", with Remove); a refusal shows its
 * reason under the field. The form's value holds a code only while the server accepts it, so a submit never sends
 * a code the visitor was told is wrong, and a refusal at submit clears it (the visitor sees the full price again).
 * A shared link's ?code= opens the field filled and applies it as soon as there is something to quote.
 */
export function CouponField({ scope, value, onChange, quote, onQuote, refusal, disabled }: CouponFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [applied, setApplied] = useState<CouponQuoteDto | null>(null);
  // A code waiting for a scope (the URL's, or one applied before the service changed).
  const [pending, setPending] = useState('');
  // Only the latest Apply's answer counts.
  const request = useRef(0);
  const latest = useRef({ onChange, onQuote, quote });
  latest.current = { onChange, onQuote, quote };
  // The code this field last put in the form: any other value came from outside (a reset, restored details).
  const reported = useRef(value);
  const report = useCallback((code: string) => {
    reported.current = code;
    latest.current.onChange(code);
  }, []);
  const scopeKey = scope ? `${scope.brand}|${scope.serviceId ?? ''}|${scope.planType ?? ''}` : '';

  const clear = useCallback(() => {
    setApplied(null);
    report('');
    latest.current.onQuote?.(null);
  }, [report]);

  const apply = useCallback(
    async (raw: string) => {
      const code = raw.trim().toUpperCase();
      const ticket = ++request.current;
      setText(code);
      if (!COUPON_CODE_PATTERN.test(code)) {
        setStatus('error');
        setMessage(COUPON_MESSAGES.codeInvalid);
        clear();
        return;
      }
      if (!scope) {
        setPending(code);
        return;
      }
      setPending('');
      setStatus('checking');
      setMessage('');
      try {
        const answer = await latest.current.quote({ ...scope, code });
        if (ticket !== request.current) return;
        setApplied(answer);
        setStatus('applied');
        report(answer.code);
        latest.current.onQuote?.(answer);
      } catch (error) {
        if (ticket !== request.current) return;
        setStatus('error');
        setMessage(couponErrorText(error));
        clear();
      }
    },
    // scopeKey stands for scope's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scopeKey, clear],
  );

  // A shared link's code: open and filled at once, applied when there is something to quote.
  useEffect(() => {
    const fromUrl = couponFromUrl();
    if (!fromUrl) return;
    setOpen(true);
    setText(fromUrl);
    setPending(fromUrl);
  }, []);

  // A new service or plan: the code is quoted again for it (a price differs, or the code may not apply).
  useEffect(() => {
    if (!scope) return;
    const code = pending || applied?.code;
    if (code) void apply(code);
    // Only when what is quoted changes (or a code starts waiting).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey, pending]);

  // The form's value changed from outside: a reset (a booking made) forgets the code; restored details re-apply it.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    request.current++;
    if (value) {
      setOpen(true);
      setText(value);
      setPending(value);
      return;
    }
    setApplied(null);
    setStatus('idle');
    setMessage('');
    setText('');
    setOpen(false);
    latest.current.onQuote?.(null);
  }, [value]);

  // The booking, plan or payment was refused over the code: its words, the code kept in the field to edit.
  useEffect(() => {
    if (!refusal) return;
    request.current++;
    setOpen(true);
    setText((current) => current || applied?.code || '');
    setStatus('error');
    setMessage(refusal.message);
    clear();
    // Each refusal is a new object: that is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  const remove = () => {
    request.current++;
    setStatus('idle');
    setMessage('');
    setText('');
    clear();
    setOpen(true);
    // The field comes back in the Remove button's place: keep the keyboard there.
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code; it must not send the booking form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply(text);
  };

  const checking = status === 'checking';
  return (
    <Box data-testid="coupon-field" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {!open && !applied && (
        <Link
          component="button"
          type="button"
          variant="body2"
          disabled={disabled}
          onClick={() => {
            setOpen(true);
            setTimeout(() => inputRef.current?.focus(), 0);
          }}
          sx={{ justifySelf: 'start', textAlign: 'left' }}
        >
          {COUPON_OPEN_LINK}
        </Link>
      )}
      {open && !applied && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            id={`${id}-code`}
            inputRef={inputRef}
            label={COUPON_MESSAGES.fieldLabel}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (status === 'error') setStatus('idle');
            }}
            onKeyDown={onKeyDown}
            disabled={disabled}
            error={status === 'error'}
            helperText={status === 'error' ? message : undefined}
            autoComplete="off"
            fullWidth
            slotProps={{
              htmlInput: {
                maxLength: COUPON_CODE_MAX,
                autoCapitalize: 'characters',
                spellCheck: false,
                'data-testid': 'coupon-input',
              },
              formHelperText: { role: 'alert' } as object,
            }}
            sx={{ flex: 1, minWidth: 0, '& input': { textTransform: 'uppercase' } }}
          />
          <Button
            type="button"
            variant="outlined"
            onClick={() => void apply(text)}
            disabled={disabled || checking || !text.trim()}
            sx={{ minHeight: 56, flexShrink: 0 }}
          >
            {checking ? COUPON_MESSAGES.applying : COUPON_MESSAGES.apply}
          </Button>
        </Box>
      )}
      {/* One live region, present from the start, so the answer to Apply is announced (without the button). */}
      <Box
        data-testid={applied ? 'coupon-applied' : undefined}
        sx={
          applied
            ? {
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
                px: 1.5,
                py: 1,
                borderRadius: 1,
                border: 1,
                borderColor: 'success.main',
                bgcolor: 'action.hover',
              }
            : { minWidth: 0 }
        }
      >
        {applied && <CheckCircleIcon color="success" fontSize="small" aria-hidden />}
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {applied ? couponAppliedText(applied) : ''}
        </Typography>
        {applied && (
          <Button
            type="button"
            size="small"
            onClick={remove}
            disabled={disabled}
            aria-label={`${COUPON_MESSAGES.remove} code ${applied.code}`}
          >
            {COUPON_MESSAGES.remove}
          </Button>
        )}
      </Box>
    </Box>
  );
}
