import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/utils';

// The WAI-ARIA tabs pattern with the attributes and keyboard of Radix Tabs (automatic activation, arrows that
// loop, Home and End, an inactive panel empty and hidden), in a few lines: the login screen shows tabs, and the
// library (8 KB gzip with its roving focus) weighed on it more than the forms it holds.

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be used inside <Tabs>');
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue'> {
  /** The selected tab, when the parent holds it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** Left and right move to the previous and next tab (looping), Home and End to the first and last; the tab that
 * gets the focus is selected. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const from = tabs.indexOf(event.target as HTMLElement);
  if (from < 0) return;
  const last = tabs.length - 1;
  const to = {
    ArrowLeft: from === 0 ? last : from - 1,
    ArrowRight: from === last ? 0 : from + 1,
    Home: 0,
    PageUp: 0,
    End: last,
    PageDown: last,
  }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  tabs[to]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'inline-flex items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

/**
 * A tab bar on one line that scrolls sideways inside itself when the tabs do not fit (a phone), never the page;
 * whenever the selected tab changes (a click, the keyboard, or the app opening another tab) it is brought into
 * view within the bar.
 */
export function ScrollingTabsList({ className, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const reveal = () => {
      const tab = list.querySelector('[role="tab"][data-state="active"]');
      if (!tab) return;
      const bar = list.getBoundingClientRect();
      const rect = tab.getBoundingClientRect();
      // Only the bar scrolls (scrollIntoView would also move the page).
      if (rect.left < bar.left) list.scrollLeft -= bar.left - rect.left + 16;
      else if (rect.right > bar.right) list.scrollLeft += rect.right - bar.right + 16;
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return (
    <TabsList
      ref={ref}
      className={cn('scrollbar-none flex w-full justify-start overflow-x-auto', className)}
      {...props}
    />
  );
}

interface TabsTriggerProps extends ComponentProps<'button'> {
  value: string;
}

export function TabsTrigger({ value, className, disabled = false, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      id={triggerId(tabs.baseId, value)}
      // The selected tab is the list's one stop in the Tab order; the arrows reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-2 focus-visible:outline-offset-[-2px] text-sm font-medium transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        props.onMouseDown?.(event);
        // A plain left click selects at once (and focuses); another button or a Ctrl+click does nothing.
        if (!disabled && event.button === 0 && !event.ctrlKey) {
          event.currentTarget.focus();
          tabs.select(value);
        } else event.preventDefault();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (!disabled && (event.key === ' ' || event.key === 'Enter')) tabs.select(value);
      }}
      onFocus={(event) => {
        props.onFocus?.(event);
        if (!disabled) tabs.select(value);
      }}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

/** Every tab's panel is in the page (the tabs' aria-controls point at it), hidden and empty but the selected one. */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      className={cn('mt-4 rounded-lg', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
