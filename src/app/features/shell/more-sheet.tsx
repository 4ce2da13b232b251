import type { ReactNode } from 'react';
import { BOTTOM_TAB_ROUTES, type MenuItem } from '../../../contract/menu';
import { CurrentAccount, SwitcherPanel, useSwitcherModals } from './account-switcher';
import { Icon } from './icons';
import { type MenuCounts, MenuList } from './menu-list';
import { ModeSwitch } from './mode-switch';
import { ModalDialog } from '../../ui/modal-dialog';
import { useSignOut } from './use-sign-out';

export interface MoreSheetProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the sheet scrolled to the business switcher (from the top bar). */
  focusSwitcher: boolean;
  items: readonly MenuItem[] | null;
  counts: MenuCounts;
  complianceStatus: string;
  installButton?: ReactNode;
}

/** The phone's More sheet: business switcher, the rest of the menu, the mode switch, Referrals, Settings, Sign out. */
export function MoreSheet({
  isOpen,
  onOpenChange,
  focusSwitcher,
  items,
  counts,
  complianceStatus,
  installButton,
}: MoreSheetProps) {
  const signOut = useSignOut();
  const { switcher, openAdd, modals } = useSwitcherModals(() => onOpenChange(true));
  const rest = items?.filter((item) => !BOTTOM_TAB_ROUTES.includes(item.name)) ?? null;
  const close = () => onOpenChange(false);
  return (
    <>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={focusSwitcher ? 'Switch business' : 'More'}
        variant="sheet"
        showClose
      >
        <div className="sheet-body">
          <section className="sheet-section" aria-label="Your businesses">
            <div className="sheet-current">
              <CurrentAccount />
            </div>
            <SwitcherPanel
              switcher={switcher}
              onAddBusiness={() => {
                close();
                openAdd();
              }}
            />
          </section>
          {focusSwitcher ? null : (
            <>
              <MenuList
                items={rest}
                counts={counts}
                sections={['your-business', 'collect-payments', 'billing-tools']}
                onNavigate={close}
              />
              <div className="sheet-footer">
                <ModeSwitch label="Live Mode" complianceStatus={complianceStatus} />
                <MenuList items={rest} counts={counts} sections={['footer']} onNavigate={close} />
                {installButton}
                <button
                  type="button"
                  className="menu-link sheet-signout"
                  onClick={() => signOut.mutate()}
                  disabled={signOut.isPending}
                >
                  <Icon name="logout" />
                  <span className="menu-label">Sign out</span>
                </button>
              </div>
            </>
          )}
        </div>
      </ModalDialog>
      {modals}
    </>
  );
}
