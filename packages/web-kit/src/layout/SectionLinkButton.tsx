import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';

type SectionLinkButtonProps = Omit<ButtonProps<'a'>, 'href' | 'component'> & {
  /** The id of the section on this page. */
  section: string;
  /** The app's smooth scroll; false when the page has no such section (the browser's own jump then runs). */
  scroll: (id: string) => boolean;
};

/**
 * An in-page call to action as a real link (issue 29): `href="#section"` works on the first tap, before the page has
 * hydrated and without JavaScript at all. Once hydrated a plain click scrolls smoothly instead of jumping; a click
 * with a modifier (new tab) is left to the browser.
 */
export function SectionLinkButton({ section, scroll, onClick, ...props }: SectionLinkButtonProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scroll(section)) event.preventDefault();
  };
  return <Button component="a" href={`#${section}`} onClick={handleClick} {...props} />;
}
