import { useEffect, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useBrandSettings } from '@app/web-kit';
import portraitUrl from '../../assets/coach-portrait.svg';
import { DemoCard } from './DemoCard';

type PhotoState = { kind: 'loading' } | { kind: 'loaded'; width: number; height: number } | { kind: 'failed' };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The coach photo loads from the remote's own asset URL (publicPath "auto"), which breaks if chunk URLs do. */
export function PhotoDisplay() {
  const { coachName } = useBrandSettings('coaching');
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });
  const img = useRef<HTMLImageElement>(null);
  // The server's HTML starts the download before React hydrates and listens: a photo that is already done by
  // then fires no event React sees, so ask the element itself once mounted.
  useEffect(() => {
    const el = img.current;
    if (!el?.complete) return;
    setState(
      el.naturalWidth > 0 ? { kind: 'loaded', width: el.naturalWidth, height: el.naturalHeight } : { kind: 'failed' },
    );
  }, []);
  return (
    <DemoCard
      id="photo-display"
      title="Photo display"
      description="The coach photo is served with this remote's files."
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {state.kind === 'failed' ? (
          <Avatar sx={{ width: 120, height: 120, fontSize: 40 }}>{initials(coachName)}</Avatar>
        ) : (
          <Box
            component="img"
            ref={img}
            src={portraitUrl}
            alt={`${coachName}, life coach`}
            width={120}
            height={120}
            sx={{ borderRadius: '50%', objectFit: 'cover', boxShadow: 3 }}
            onLoad={(e) =>
              setState({ kind: 'loaded', width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
            }
            onError={() => setState({ kind: 'failed' })}
          />
        )}
        <Chip
          role="status"
          color={state.kind === 'loaded' ? 'success' : state.kind === 'failed' ? 'error' : 'default'}
          label={
            state.kind === 'loaded'
              ? `Photo loaded (${state.width} × ${state.height})`
              : state.kind === 'failed'
                ? 'Photo failed to load: showing initials'
                : 'Loading photo...'
          }
        />
      </Box>
    </DemoCard>
  );
}
