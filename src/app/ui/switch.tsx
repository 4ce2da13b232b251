import type { ReactNode } from 'react';
import './switch.css';

export interface SwitchProps {
  isSelected: boolean;
  isDisabled?: boolean;
  onChange: (selected: boolean) => void;
  /** The visible label (with the drawn track before it). */
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * An on/off switch: a native checkbox with role=switch inside its label, so clicks, Space, screen
 * readers and forms work as for any checkbox; the track is drawn by CSS from data-selected. (Native
 * rather than react-aria's Switch: it renders with every dashboard screen, and react-aria's
 * machinery then weighed on every first load.)
 */
export function Switch({
  isSelected,
  isDisabled = false,
  onChange,
  children,
  className = 'switch',
  ...aria
}: SwitchProps) {
  return (
    <label className={className} data-selected={isSelected || undefined} data-disabled={isDisabled || undefined}>
      <input
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={isSelected}
        aria-checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={aria['aria-describedby']}
      />
      {children}
    </label>
  );
}
