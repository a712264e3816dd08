import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { telHref, type BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';

export function BrandContact({ brand }: { brand: BrandId }) {
  const { name, phone, email } = useBrandSettings(brand);
  return (
    <div>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Link href={telHref(phone)} sx={{ display: 'block' }}>
        {phone}
      </Link>
      <Link href={`mailto:${email}`} sx={{ display: 'block' }}>
        {email}
      </Link>
    </div>
  );
}
