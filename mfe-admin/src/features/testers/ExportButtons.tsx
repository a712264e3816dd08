import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownload from '@mui/icons-material/FileDownload';
import MailOutline from '@mui/icons-material/MailOutlined';
import { approvedEmailList, countApproved, testersToCsv, type TestingUserDto } from '@app/contracts';
import { downloadFile, localDateStamp } from '../common/downloadFile';

/** SPEC §7 client-side exports: the CSV of every tester and the text list of approved and active e-mails. */
export function ExportButtons({ users }: { users: readonly TestingUserDto[] }) {
  const approved = countApproved(users);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        disabled={users.length === 0}
        onClick={() => downloadFile(`testers-${localDateStamp()}.csv`, testersToCsv(users), 'text/csv;charset=utf-8')}
      >
        Export CSV
      </Button>
      <Button
        variant="outlined"
        startIcon={<MailOutline />}
        disabled={approved === 0}
        onClick={() =>
          downloadFile(
            `approved-testers-${localDateStamp()}.txt`,
            `${approvedEmailList(users)}\n`,
            'text/plain;charset=utf-8',
          )
        }
      >
        {`Export Approved Emails (${approved})`}
      </Button>
    </Stack>
  );
}
