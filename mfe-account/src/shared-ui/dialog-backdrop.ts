import { css } from '@emotion/react';

/** The dimmed page behind the account's modal dialogs (login, terms of use), centring the dialog. */
export const dialogBackdrop = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(0, 0, 0, 0.6);
  display: flex;
  align-items: center;
  justify-content: center;
`;
