export { bus, createEmitter, type Emitter, type Handler } from './emitter';
export type { BusEvents, NotificationEvent, LoginRequestData, ToastKind } from './events';
