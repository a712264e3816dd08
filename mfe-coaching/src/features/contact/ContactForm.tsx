import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import SendIcon from '@mui/icons-material/Send';
import { CONTACT_MESSAGES, contactSchema } from '@app/contracts';
import { useBrandSettings, useSchemaForm, useToast } from '@app/web-kit';
import { FormTextField } from '../../components/FormTextField';
import { useSendContactMessageMutation } from './contactApi';

interface ContactInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const DEFAULTS: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** §8: the success toast stays 8 s. */
export const CONTACT_TOAST_MS = 8000;

/** SPEC §2 "Send a Message" (contactSchema, POST /api/contact). */
export function ContactForm() {
  const form = useSchemaForm(contactSchema, { defaultValues: DEFAULTS });
  const [send, { isLoading }] = useSendContactMessageMutation();
  const { toast } = useToast();
  const brand = useBrandSettings('coaching');
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      // The brand picks the inbox: the coaching site's messages are e-mailed to the coach (Reply-To the sender).
      await send({ ...values, brand: 'coaching' }).unwrap();
      toast({
        title: CONTACT_MESSAGES.sentTitle,
        // The server acknowledges every message by e-mail, so the visitor knows where to look.
        description: `${CONTACT_MESSAGES.sent} A confirmation is on its way to ${values.email}.`,
        variant: 'success',
        duration: CONTACT_TOAST_MS,
      });
      form.reset(DEFAULTS);
    } catch (err) {
      form.applyServerErrors(err);
      toast({
        title: CONTACT_MESSAGES.failedTitle,
        description: CONTACT_MESSAGES.failed(brand.email),
        variant: 'destructive',
      });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="contact-form-heading" variant="h6" component="h3">
          Send a Message
        </Typography>
        <Chip
          icon={<LockIcon />}
          label="Secure & Private Communication"
          color="success"
          variant="outlined"
          size="small"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
        <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      </Box>
      <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <FormTextField control={control} name="subject" label="Subject" required />
      <FormTextField control={control} name="message" label="Message" required multiline minRows={4} />
      <Box>
        <Button type="submit" variant="contained" size="large" endIcon={<SendIcon />} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Message'}
        </Button>
      </Box>
    </Box>
  );
}
