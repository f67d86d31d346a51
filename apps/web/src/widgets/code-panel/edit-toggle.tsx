import { Pencil } from 'lucide-react';
import { CodePanelCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A toggle button (aria-pressed) that makes the code editable; off while code still streams. */
export function EditToggle({
  pressed,
  disabled,
  onPressedChange,
}: {
  pressed: boolean;
  disabled: boolean;
  onPressedChange(pressed: boolean): void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
      className={cn(pressed && 'border-accent bg-accent/10 text-accent')}
    >
      <Pencil aria-hidden className="size-4" />
      {CodePanelCopy.edit}
    </Button>
  );
}
