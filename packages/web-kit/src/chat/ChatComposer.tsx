import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import { MAX_CHAT_MESSAGE_LENGTH } from '@app/contracts';

interface Props {
  disabled: boolean;
  /** Why the box is disabled, when it is not just the connection (e.g. the session has ended). */
  disabledText?: string;
  /** Returns false when nothing was sent; the text then stays in the box. */
  onSend: (text: string) => boolean;
}

/** Count shown only near the cap, where it helps; below that it is noise. */
const COUNT_FROM = MAX_CHAT_MESSAGE_LENGTH - 200;

/** §5 "Live chat": trimmed text, nothing blank, Enter sends and Shift+Enter adds a line, nothing while disconnected. */
export function ChatComposer({ disabled, disabledText = 'Waiting for connection...', onSend }: Props) {
  const [text, setText] = useState('');
  const canSend = !disabled && text.trim().length > 0;

  const submit = () => {
    if (canSend && onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // isComposing: Enter that confirms an IME candidate (Japanese, Chinese…) must not send half a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        placeholder={disabled ? disabledText : 'Type your message...'}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        helperText={text.length >= COUNT_FROM ? `${text.length}/${MAX_CHAT_MESSAGE_LENGTH}` : undefined}
        slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: MAX_CHAT_MESSAGE_LENGTH } }}
      />
      <IconButton type="submit" color="primary" aria-label="Send message" disabled={!canSend} sx={{ mb: 0.25 }}>
        <Send />
      </IconButton>
    </Box>
  );
}
