/** 123456 → "$1,234.56" (texts such as notification balance effects). */
export const formatCents = (c: number) => `$${(c / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
