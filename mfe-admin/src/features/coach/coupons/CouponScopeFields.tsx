import TextField from '@mui/material/TextField';
import { PLAN_LIST, type BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { anyOfBrand, PLANS_BRAND, SERVICES_BY_BRAND } from './couponText';

/** Where a code applies, as the form holds it: a brand ('' = everything), then at most one service or one plan. */
export interface ScopeInput {
  brand: string;
  serviceId: string;
  planType: string;
}

interface Props {
  value: ScopeInput;
  onChange: (next: ScopeInput) => void;
  /** The first error of the brand, service or plan (the schema's or the server's). */
  brandError?: string;
  targetError?: string;
}

const SERVICE = 'service:';
const PLAN = 'plan:';
const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Two selects: the brand, then one of that brand's services or (coaching only: the plans are its own) one plan.
 * The second holds a service and a plan in one value so a code can never name both (the API refuses both).
 */
export function CouponScopeFields({ value, onChange, brandError, targetError }: Props) {
  const names: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  const brand = value.brand as BrandId | '';
  const target = value.planType ? PLAN + value.planType : value.serviceId ? SERVICE + value.serviceId : '';

  const pickTarget = (next: string) =>
    onChange({
      brand: value.brand,
      serviceId: next.startsWith(SERVICE) ? next.slice(SERVICE.length) : '',
      planType: next.startsWith(PLAN) ? next.slice(PLAN.length) : '',
    });

  return (
    <>
      <TextField
        select
        label="Brand"
        value={brand}
        onChange={(e) => onChange({ brand: e.target.value, serviceId: '', planType: '' })}
        error={Boolean(brandError)}
        helperText={brandError}
        slotProps={{ ...selectProps, htmlInput: { 'data-testid': 'coupon-brand' } }}
        sx={{ gridColumn: { md: 'span 3' } }}
      >
        <option value="">All brands</option>
        <option value="coaching">{names.coaching}</option>
        <option value="lunar">{names.lunar}</option>
      </TextField>
      <TextField
        select
        label="Service or plan"
        value={target}
        disabled={!brand}
        onChange={(e) => pickTarget(e.target.value)}
        error={Boolean(targetError)}
        helperText={targetError ?? (brand ? undefined : 'Choose a brand to narrow the code to one service')}
        slotProps={selectProps}
        sx={{ gridColumn: { md: 'span 3' } }}
      >
        <option value="">{brand ? anyOfBrand(brand, names) : 'Every service and plan'}</option>
        {brand && (
          <optgroup label="Services">
            {SERVICES_BY_BRAND[brand].map((s) => (
              <option key={s.id} value={SERVICE + s.id}>
                {s.name}
              </option>
            ))}
          </optgroup>
        )}
        {brand === PLANS_BRAND && (
          <optgroup label="Plans">
            {PLAN_LIST.map((p) => (
              <option key={p.id} value={PLAN + p.id}>
                {`${p.name} plan`}
              </option>
            ))}
          </optgroup>
        )}
      </TextField>
    </>
  );
}
