export { bus, createEmitter, type Handler } from './emitter';
export type { BusEvents, NotificationEvent, LoginRequestData, ToastKind } from './events';
