// Wide screens (>= 768px): a fixed bar that hides on scroll down and turns white once scrolled (CSS in styles.css).
import { Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { Brand } from '../layout/brand';
import { NavIcon } from './nav-icon';
import type { NavItem } from './nav-items';
import { useTopBarScroll } from './use-top-bar-scroll';

export type NavBarProps = {
  home: string;
  items: NavItem[];
  activePage: string;
  isAdmin: boolean;
  onSelect: (item: NavItem) => void;
  onLogout: () => void;
};

export function TopBar({ home, items, activePage, isAdmin, onSelect, onLogout }: NavBarProps) {
  const { hidden, white } = useTopBarScroll();
  return (
    <header className="hl-top-bar" data-testid="top-bar" data-hidden={hidden} data-white={white}>
      <div className="hl-top-bar__inner">
        <Link to={home} className="hl-top-bar__brand" aria-label={t('uiHooklineHome')}>
          <Brand />
        </Link>
        <Group component="nav" aria-label={t('uiMainNavigation')} gap={4} wrap="nowrap">
          {items.map((item) => (
            <Link
              key={item.key}
              to={item.to}
              className="hl-top-bar__link"
              aria-current={activePage === item.key ? 'page' : undefined}
              onClick={() => onSelect(item)}
            >
              <NavIcon name={item.key} size={18} />
              {item.label}
            </Link>
          ))}
          {isAdmin && (
            <Link to="/admin" className="hl-top-bar__link">
              <NavIcon name="admin" size={18} />
              {t('uiAdmin')}
            </Link>
          )}
          <UnstyledButton className="hl-top-bar__link" onClick={onLogout}>
            <NavIcon name="logout" size={18} />
            {t('uiLogout')}
          </UnstyledButton>
        </Group>
      </div>
    </header>
  );
}
