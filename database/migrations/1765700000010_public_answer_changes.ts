import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every change to what the public and member API answers are made of (feed items, their quizzes
 * and quests, events, a community's slug and modules) sends which answers and the community's id
 * (`feed:12`, `events:12`, `all:12`) on the `public_answers` channel when it commits, whoever
 * writes it (a model, a raw statement, a trigger): each app process drops the answer versions it
 * keeps for them: a registration (the places left) leaves the community's feed alone
 * (app/services/shared/answer_versions.ts; docs/decisions.md, "Answer versions kept until a
 * change is announced").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create or replace function announce_public_answer_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform pg_notify('public_answers', tg_argv[0] || ':' || old.community_id);
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.community_id <> old.community_id) then
          perform pg_notify('public_answers', tg_argv[0] || ':' || new.community_id);
        end if;
        return null;
      end
      $$
    `)
    const answers = { feeds: 'feed', quizzes: 'feed', quests: 'feed', community_modules: 'all' }
    for (const [table, answer] of Object.entries(answers)) {
      this.schema.raw(`
        create trigger ${table}_announce_public_answer_change
          after insert or update or delete on ${table}
          for each row execute function announce_public_answer_change('${answer}')
      `)
    }
    // A registration's or a check-in's counters other than the places taken are not in the answer.
    this.schema.raw(`
      create trigger events_announce_public_answer_change
        after insert or delete on events
        for each row execute function announce_public_answer_change('events')
    `)
    this.schema.raw(`
      create trigger events_announce_public_answer_update
        after update on events
        for each row
        when (to_jsonb(old) - '{waiting_count,confirmed_count,checked_in_count}'::text[]
              is distinct from
              to_jsonb(new) - '{waiting_count,confirmed_count,checked_in_count}'::text[])
        execute function announce_public_answer_change('events')
    `)
    // The slug names the community in the API's URLs.
    this.schema.raw(`
      create or replace function announce_community_answer_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('public_answers', 'all:' || old.id);
        return null;
      end
      $$
    `)
    this.schema.raw(`
      create trigger communities_announce_public_answer_change
        after update of slug or delete on communities
        for each row execute function announce_community_answer_change()
    `)
  }

  async down() {
    for (const table of ['feeds', 'quizzes', 'quests', 'community_modules', 'events']) {
      this.schema.raw(`drop trigger ${table}_announce_public_answer_change on ${table}`)
    }
    this.schema.raw('drop trigger events_announce_public_answer_update on events')
    this.schema.raw('drop trigger communities_announce_public_answer_change on communities')
    this.schema.raw('drop function announce_public_answer_change()')
    this.schema.raw('drop function announce_community_answer_change()')
  }
}
