import type { ComponentProps, MouseEvent } from 'react';
import { navigate } from '../lib/router.ts';

/** An in-desk link: a real href (open in new tab works), followed without a page load. */
export function DeskLink({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
