import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  description: string;
  icon: ReactNode;
  /**
   * Background of the icon badge: each payment network's own colour, or `neutral` for one that has none (cards):
   * the page's text colour with the paper colour on it, so it stands out in the dark theme as in the light one.
   */
  color: string;
  /** A real link target (middle-click, copy link, no-JS); `onClick` may handle the click itself. */
  href?: string;
  external?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  testId: string;
}

/** One payment option: a link when it leads somewhere, a button when it opens something on the page. */
export function PaymentTile({ title, description, icon, color, href, external, onClick, testId }: Props) {
  const link = href
    ? { component: 'a' as const, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }
    : { component: 'button' as const, type: 'button' as const };
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', transition: 'border-color .2s', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardActionArea
        {...link}
        onClick={onClick}
        data-testid={testId}
        sx={{
          height: '100%',
          p: { xs: 1.5, sm: 2.5 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.25,
          overflowWrap: 'anywhere',
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: color === 'neutral' ? 'text.primary' : color,
            color: color === 'neutral' ? 'background.paper' : '#fff',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {icon}
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
