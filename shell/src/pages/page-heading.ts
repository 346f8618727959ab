import { css } from '@emotion/react';

export const pageHeading = css`
  font-size: 18px;
  margin: 16px 0 8px;
`;
