// Links to the terms of service and the privacy policy. They always name our own /terms and /privacy pages, which
// hand over to the company's documents when the server names them (TERMS_URL, PRIVACY_URL), so a form that shows
// the links needs no extra request.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

function DocLink({ to, children }: { to: string; children: string }) {
  // a new tab, so a half-filled sign-up form is not lost
  return (
    <Anchor component={Link} to={to} target="_blank">
      {children}
    </Anchor>
  );
}

/** "I accept the terms and privacy policy" with each document linked, for the sign-up checkbox. */
export function TermsAndPrivacy() {
  return (
    <>
      I accept the <DocLink to="/terms">terms</DocLink> and <DocLink to="/privacy">privacy policy</DocLink>
    </>
  );
}
