import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Changing this (the route, or a new load attempt) clears a previous failure. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** Brand-neutral fallback: one broken remote must not take the rest of the site down (DESIGN §2). */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  /** The parent retries and changes `resetKey` once a fresh attempt is ready; clearing here would re-throw the old failure. */
  private retry = () => this.props.onRetry();

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ py: 10, px: 3, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          This part of the site is temporarily unavailable
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Please try again in a moment. The rest of the site keeps working.
        </Typography>
        <Button variant="contained" onClick={this.retry}>
          Retry
        </Button>
      </Box>
    );
  }
}
