/**
 * The one dialog primitive: a native modal `<dialog>` (the rest of the page becomes inert, Escape
 * closes) placed as a side sheet or a centred box. It keeps Tab inside, closes on a backdrop click
 * and returns focus to whatever opened it. Used only from client islands.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from './styles';

export type DialogPlacement = 'left' | 'right' | 'center';

export interface DialogShellProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  placement?: DialogPlacement;
  id?: string;
  className?: string;
  children: ReactNode;
}

const placementClass: Record<DialogPlacement, string> = {
  left: 'dialog-sheet dialog-sheet-left',
  right: 'dialog-sheet dialog-sheet-right',
  center: 'dialog-center',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function DialogShell({
  open,
  onClose,
  labelledBy,
  describedBy,
  placement = 'center',
  id,
  className = '',
  children,
}: DialogShellProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === ref.current) ref.current.close();
  }

  return (
    // Keyboard users close it with Escape (native) and Tab is kept inside; the click is the backdrop.
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn(placementClass[placement], className)}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
