/** Long-form copy rendered from our own markdown at build time (raw HTML in the source is escaped). */
import { cn } from '@/components/ui/styles';
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={cn('prose-site', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
