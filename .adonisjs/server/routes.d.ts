import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'session.create': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'password.forgot': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'locale.update': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'my_account': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.invite': { paramsTuple?: []; params?: {} }
    'organizations.index': { paramsTuple?: []; params?: {} }
    'organizations.create': { paramsTuple?: []; params?: {} }
    'mobile_app.settings': { paramsTuple?: []; params?: {} }
    'mobile_app.styling': { paramsTuple?: []; params?: {} }
    'mailbox.index': { paramsTuple?: []; params?: {} }
    'mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.index': { paramsTuple?: []; params?: {} }
    'lists.index': { paramsTuple?: []; params?: {} }
    'companies.index': { paramsTuple?: []; params?: {} }
    'settings.index': { paramsTuple?: []; params?: {} }
    'segments.index': { paramsTuple?: []; params?: {} }
    'segments.create': { paramsTuple?: []; params?: {} }
    'feeds.index': { paramsTuple?: []; params?: {} }
    'feeds.create': { paramsTuple?: []; params?: {} }
    'quizzes.index': { paramsTuple?: []; params?: {} }
    'quizzes.create': { paramsTuple?: []; params?: {} }
    'products.index': { paramsTuple?: []; params?: {} }
    'products.create': { paramsTuple?: []; params?: {} }
    'community.settings': { paramsTuple?: []; params?: {} }
    'community.styles': { paramsTuple?: []; params?: {} }
    'events.index': { paramsTuple?: []; params?: {} }
    'events.create': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'session.create': { paramsTuple?: []; params?: {} }
    'password.forgot': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'my_account': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.invite': { paramsTuple?: []; params?: {} }
    'organizations.index': { paramsTuple?: []; params?: {} }
    'organizations.create': { paramsTuple?: []; params?: {} }
    'mobile_app.settings': { paramsTuple?: []; params?: {} }
    'mobile_app.styling': { paramsTuple?: []; params?: {} }
    'mailbox.index': { paramsTuple?: []; params?: {} }
    'mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.index': { paramsTuple?: []; params?: {} }
    'lists.index': { paramsTuple?: []; params?: {} }
    'companies.index': { paramsTuple?: []; params?: {} }
    'settings.index': { paramsTuple?: []; params?: {} }
    'segments.index': { paramsTuple?: []; params?: {} }
    'segments.create': { paramsTuple?: []; params?: {} }
    'feeds.index': { paramsTuple?: []; params?: {} }
    'feeds.create': { paramsTuple?: []; params?: {} }
    'quizzes.index': { paramsTuple?: []; params?: {} }
    'quizzes.create': { paramsTuple?: []; params?: {} }
    'products.index': { paramsTuple?: []; params?: {} }
    'products.create': { paramsTuple?: []; params?: {} }
    'community.settings': { paramsTuple?: []; params?: {} }
    'community.styles': { paramsTuple?: []; params?: {} }
    'events.index': { paramsTuple?: []; params?: {} }
    'events.create': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'session.create': { paramsTuple?: []; params?: {} }
    'password.forgot': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'my_account': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.invite': { paramsTuple?: []; params?: {} }
    'organizations.index': { paramsTuple?: []; params?: {} }
    'organizations.create': { paramsTuple?: []; params?: {} }
    'mobile_app.settings': { paramsTuple?: []; params?: {} }
    'mobile_app.styling': { paramsTuple?: []; params?: {} }
    'mailbox.index': { paramsTuple?: []; params?: {} }
    'mailbox.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.index': { paramsTuple?: []; params?: {} }
    'lists.index': { paramsTuple?: []; params?: {} }
    'companies.index': { paramsTuple?: []; params?: {} }
    'settings.index': { paramsTuple?: []; params?: {} }
    'segments.index': { paramsTuple?: []; params?: {} }
    'segments.create': { paramsTuple?: []; params?: {} }
    'feeds.index': { paramsTuple?: []; params?: {} }
    'feeds.create': { paramsTuple?: []; params?: {} }
    'quizzes.index': { paramsTuple?: []; params?: {} }
    'quizzes.create': { paramsTuple?: []; params?: {} }
    'products.index': { paramsTuple?: []; params?: {} }
    'products.create': { paramsTuple?: []; params?: {} }
    'community.settings': { paramsTuple?: []; params?: {} }
    'community.styles': { paramsTuple?: []; params?: {} }
    'events.index': { paramsTuple?: []; params?: {} }
    'events.create': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'session.store': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'locale.update': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}