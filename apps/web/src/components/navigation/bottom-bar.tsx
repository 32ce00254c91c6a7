// Small screens (< 768px): a fixed tab bar at the bottom, thumb-reachable (CSS in styles.css).
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { NavIcon } from './nav-icon';
import type { NavBarProps } from './top-bar';

export function BottomBar({ items, activePage, isAdmin, onSelect, onLogout }: NavBarProps) {
  return (
    <nav className="hl-bottom-bar" data-testid="bottom-bar" aria-label={t('uiMainNavigation')}>
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          className="hl-bottom-bar__item"
          aria-current={activePage === item.key ? 'page' : undefined}
          onClick={() => onSelect(item)}
        >
          <NavIcon name={item.key} />
          <span>{item.label}</span>
        </Link>
      ))}
      {isAdmin && (
        <Link to="/admin" className="hl-bottom-bar__item">
          <NavIcon name="admin" />
          <span>{t('uiAdmin')}</span>
        </Link>
      )}
      <UnstyledButton className="hl-bottom-bar__item" onClick={onLogout}>
        <NavIcon name="logout" />
        <span>{t('uiLogout')}</span>
      </UnstyledButton>
    </nav>
  );
}
