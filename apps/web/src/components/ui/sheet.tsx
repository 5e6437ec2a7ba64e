import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A drawer from the left edge (the mobile menu), built on Radix Dialog like shadcn's Sheet. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  closeLabel: string;
}

export const SheetContent = ({ className, children, closeLabel, ...props }: SheetContentProps) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay
      data-slot="sheet-overlay"
      className="fixed inset-0 z-50 bg-slate-950/45 data-[state=open]:animate-fade-in"
    />
    <DialogPrimitive.Content
      data-slot="sheet-content"
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex h-full flex-col shadow-xl outline-none',
        'data-[state=open]:animate-slide-in-left',
        className,
      )}
      {...props}
    >
      {children}
      <DialogPrimitive.Close className="absolute top-4 right-3 rounded-sm p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4">
        <X aria-hidden />
        <span className="sr-only">{closeLabel}</span>
      </DialogPrimitive.Close>
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
);
