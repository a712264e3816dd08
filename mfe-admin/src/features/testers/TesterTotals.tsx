import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { countApproved, type TestingUserDto } from '@app/contracts';

/** SPEC §4: approved and active both count as approved. */
export function TesterTotals({ users }: { users: readonly Pick<TestingUserDto, 'status'>[] }) {
  const totals = [
    { label: 'Total testers', value: users.length },
    { label: 'Approved', value: countApproved(users) },
    { label: 'Pending', value: users.filter((u) => u.status === 'pending').length },
    { label: 'Suspended', value: users.filter((u) => u.status === 'suspended').length },
  ];
  return (
    <Box
      component="dl"
      aria-label="Tester totals"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, m: 0, mb: 4 }}
    >
      {totals.map((t) => (
        <Paper key={t.label} variant="outlined" sx={{ p: 2 }} data-testid={`total-${t.label}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t.label}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700 }}>
            {t.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
