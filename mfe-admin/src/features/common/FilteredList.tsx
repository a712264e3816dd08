import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QueryState } from './QueryState';

interface Props<F extends string> {
  /** The section's heading (h2). */
  title: string;
  filters: ReadonlyArray<{ value: F; label: string }>;
  filter: F;
  onFilter: (next: F) => void;
  /** What the list holds, lower case: "messages" names the toggle ("Which messages"), the list and its errors. */
  what: string;
  emptyText: string;
  query: { isLoading: boolean; error?: { message?: string }; refetch: () => unknown };
  isEmpty: boolean;
  /** The cards, one `li` each. */
  children: ReactNode;
}

/**
 * An inbox tab of the console (messages, reviews, questions): a heading with a one-of filter beside it, then the
 * list in QueryState's four states. One piece so the tabs keep the same layout, labels and empty/error handling.
 */
export function FilteredList<F extends string>({
  title,
  filters,
  filter,
  onFilter,
  what,
  emptyText,
  query,
  isEmpty,
  children,
}: Props<F>) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, next: F | null) => next && onFilter(next)}
          aria-label={`Which ${what}`}
        >
          {filters.map((f) => (
            <ToggleButton key={f.value} value={f.value}>
              {f.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={isEmpty}
        emptyText={emptyText}
        what={what}
      >
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={what.charAt(0).toUpperCase() + what.slice(1)}
        >
          {children}
        </Stack>
      </QueryState>
    </Stack>
  );
}
