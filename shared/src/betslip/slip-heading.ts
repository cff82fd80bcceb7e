/** The betslip heading's id: the header's slip count moves focus there on desktop, where the slip is a column. */
export const BETSLIP_HEADING_ID = 'betslip-heading';
