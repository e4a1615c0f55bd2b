export * from './common';
export * from './shops';
export * from './menus';
export * from './cart';
export * from './orders';
export * from './location';
export * from './shop-extras';
export * from './recommendations';
