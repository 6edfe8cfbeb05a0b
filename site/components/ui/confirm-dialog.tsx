import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

interface ConfirmDialogProps {
  /** The control that opens it (rendered as the trigger's child). */
  trigger: ReactNode;
  title: string;
  /** What happens, naming what is affected: "Der Lead „Bäckerei Berger“ wird endgültig gelöscht." */
  description: ReactNode;
  confirm: string;
  onConfirm(): void;
  cancel?: string;
}

/**
 * Asks once before something that cannot be undone (Radix AlertDialog: focus trapped, Escape and "Abbrechen"
 * cancel, the destructive button is not the default focus).
 */
export function ConfirmDialog({ trigger, title, description, confirm, onConfirm, cancel = 'Abbrechen' }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="confirm-dialog-overlay" className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={cn(buttonVariants({ variant: 'quiet', size: 'sm' }))}>{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={cn(buttonVariants({ variant: 'danger', size: 'sm' }))} onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
