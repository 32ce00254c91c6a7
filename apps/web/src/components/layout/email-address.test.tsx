import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailParts } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks after the @ and before dots, never inside a name', () => {
    expect(emailParts('maximilian.schneider-weber@creators.example.test')).toEqual([
      'maximilian',
      '.schneider',
      '-weber@',
      'creators',
      '.example',
      '.test',
    ]);
    const { container } = render(<EmailAddress email="first.last@example.com" />);
    expect(container.innerHTML).toContain('first<wbr>.last@<wbr>example<wbr>.com');
    expect(container.textContent).toBe('first.last@example.com');
  });
});
