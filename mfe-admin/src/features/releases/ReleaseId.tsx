import Box from '@mui/material/Box';

/** A release id as the CLI prints it (`npm run release -- promote <id>`): monospace, so ids line up and read apart. */
export function ReleaseId({ id }: { id: string | null }) {
  if (!id) return <>—</>;
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', overflowWrap: 'anywhere' }}>
      {id}
    </Box>
  );
}
