import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TestingUserDto } from '@app/contracts';
import { useGetTestersQuery } from './testersApi';
import { AddTesterForm } from './AddTesterForm';
import { BulkAddForm } from './BulkAddForm';
import { ExportButtons } from './ExportButtons';
import { TesterList } from './TesterList';
import { TesterTotals } from './TesterTotals';

const NONE: TestingUserDto[] = [];

/** Newest first: the tester just added is the one the admin looks for. */
function newestFirst(users: readonly TestingUserDto[]): TestingUserDto[] {
  return users.slice().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function TestersSection() {
  const { data, error, isLoading, refetch } = useGetTestersQuery();
  const users = data ? newestFirst(data) : NONE;

  return (
    <>
      {isLoading ? <Skeleton variant="rounded" height={96} sx={{ mb: 4 }} /> : <TesterTotals users={users} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 4 }}>
        <Card variant="outlined" component="section" aria-labelledby="add-tester-heading">
          <CardContent>
            <Typography id="add-tester-heading" variant="h6" component="h2" gutterBottom>
              Add a tester
            </Typography>
            <AddTesterForm />
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="bulk-add-heading">
          <CardContent>
            <Typography id="bulk-add-heading" variant="h6" component="h2" gutterBottom>
              Bulk add
            </Typography>
            <BulkAddForm />
          </CardContent>
        </Card>
      </Box>
      <Box component="section" aria-labelledby="testers-heading">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
        >
          <Typography id="testers-heading" variant="h6" component="h2">
            Testers
          </Typography>
          <ExportButtons users={users} />
        </Stack>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            {`Could not load testers. ${error.message}`}
          </Alert>
        ) : isLoading ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <TesterList users={users} />
        )}
      </Box>
    </>
  );
}
