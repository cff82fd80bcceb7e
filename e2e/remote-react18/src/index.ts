// The async boundary Module Federation needs; this remote is only ever mounted by the shell.
import('./lifecycles.jsx');
