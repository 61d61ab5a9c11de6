import { Slot } from '@radix-ui/react-slot';
import { createContext, use, useId, useState, type ComponentProps } from 'react';

// A toggle button and the block it shows, with the attributes of Radix Collapsible (aria-expanded,
// aria-controls, data-state; a closed block is empty), in a few lines: the login screen's legal block is
// one, and the library weighed on that screen.

interface CollapsibleState {
  contentId: string;
  open: boolean;
  toggle: () => void;
}

const CollapsibleContext = createContext<CollapsibleState | null>(null);

function useCollapsible(): CollapsibleState {
  const state = use(CollapsibleContext);
  if (!state) throw new Error('Collapsible parts must be used inside <Collapsible>');
  return state;
}

const stateOf = (open: boolean) => (open ? 'open' : 'closed');

interface CollapsibleProps extends ComponentProps<'div'> {
  /** Open or closed, when the parent holds it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Renders the child element (a section) instead of a div. */
  asChild?: boolean;
}

export function Collapsible({
  open,
  defaultOpen = false,
  onOpenChange,
  asChild = false,
  ...props
}: CollapsibleProps) {
  const contentId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const current = open ?? ownOpen;
  const toggle = () => {
    if (open === undefined) setOwnOpen(!current);
    onOpenChange?.(!current);
  };
  const Component = asChild ? Slot : 'div';
  return (
    <CollapsibleContext value={{ contentId, open: current, toggle }}>
      <Component data-state={stateOf(current)} {...props} />
    </CollapsibleContext>
  );
}

export function CollapsibleTrigger({ onClick, ...props }: ComponentProps<'button'>) {
  const { contentId, open, toggle } = useCollapsible();
  return (
    <button
      type="button"
      aria-controls={open ? contentId : undefined}
      aria-expanded={open}
      data-state={stateOf(open)}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    />
  );
}

/** Always in the page, hidden and empty while closed. */
export function CollapsibleContent({ children, ...props }: ComponentProps<'div'>) {
  const { contentId, open } = useCollapsible();
  return (
    <div data-state={stateOf(open)} id={contentId} hidden={!open} {...props}>
      {open ? children : null}
    </div>
  );
}
