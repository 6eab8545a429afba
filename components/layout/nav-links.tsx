import { SmartLink } from '@/components/ui/smart-link';
import type { LinkTarget } from '@/lib/routes';

/** A list of chrome links (menus, footer columns). */
export function LinkList({ links, className = '', linkClassName = '' }: { links: LinkTarget[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink link={link} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
