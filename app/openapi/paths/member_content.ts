/**
 * A community's content as its members use it: the feed with the members-only items, quizzes,
 * quests, the products of the member's segments (app/controllers/members/member_*_controller.ts,
 * docs/members.md "A community's content"). Bodies are the validators' own schemas.
 */
import { questCompletionValidator, quizAnswersValidator } from '#validators/members/content'
import {
  cachedJson,
  ifNoneMatchParameter,
  imageAnswer,
  json,
  nullable,
  operation,
  pagingParameters,
  recordImageParameters,
  slugParameter,
  uidParameter,
} from '../components.js'
import type { JsonSchema, Paths } from '../types.js'
import { feedItem } from './public_feed.js'

const TAGS = ['Members: content']
const id = { type: 'integer', minimum: 1 }
const text = { type: 'string' }
const uid = { type: 'string', format: 'uuid' }
const time = { type: 'string', format: 'date-time' }
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
  additionalProperties: false,
})
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items })
const data = (schema: JsonSchema) => object({ data: schema })

const memberFeedItem = {
  ...feedItem,
  required: [...feedItem.required, 'members_only'],
  properties: {
    ...feedItem.properties,
    members_only: { type: 'boolean', description: 'An item for the community’s members only.' },
  },
}

const memberFeedPage = object({
  data: list(memberFeedItem),
  meta: object({
    per_page: { type: 'integer', minimum: 1, maximum: 50 },
    has_more: { type: 'boolean' },
    next_cursor: nullable({ ...uid, description: 'The `cursor` of the next page.' }),
  }),
})

const cursorParameter = {
  name: 'cursor',
  in: 'query' as const,
  description: 'The previous page’s `next_cursor`; none for the first page.',
  schema: uid,
}

const coverImageUrl = nullable({
  type: 'string',
  format: 'uri',
  description: 'Absolute URL, served to the community’s members (send the token).',
})

const quizSummary = object({
  uid,
  name: text,
  cover_image_url: coverImageUrl,
  questions_count: { type: 'integer', minimum: 0 },
  answered: { type: 'boolean' },
  answered_at: nullable(time),
})

const quizDetail = object({
  uid,
  name: text,
  cover_image_url: coverImageUrl,
  questions: list(
    object({
      id,
      text,
      type: { enum: ['single', 'multiple'] },
      answers: list(object({ id, text })),
    })
  ),
  my_answers: nullable({
    ...object({
      answered_at: time,
      answers: list(object({ question_id: id, answer_ids: list(id) })),
    }),
    type: 'object',
  }),
})

const completion = object({
  score: { type: 'integer', minimum: 0 },
  max_score: { type: 'integer', minimum: 0 },
  completed_at: time,
})

const questFields = {
  uid,
  title: text,
  quest_type: { enum: ['quiz'] },
  description: text,
  cover_image_url: coverImageUrl,
}

const questSummary = object({
  ...questFields,
  questions_count: { type: 'integer', minimum: 0 },
  completion: nullable({ ...completion, type: 'object' }),
})

const questDetail = object({
  ...questFields,
  questions: list(object({ id, text, options: list(object({ id, text })) })),
  completion: nullable({ ...completion, type: 'object' }),
})

const price = object({
  eur: { type: 'string', pattern: '^\\d+\\.\\d{2}$', description: 'EUR, to the cent.' },
  ron: { type: 'integer', minimum: 0, description: 'Whole lei at the day’s rate.' },
})

const product = object({
  uid,
  name: text,
  description_short: text,
  description_long: text,
  product_type: text,
  product_payment_type: text,
  product_delivery_type: text,
  product_format_type: text,
  price,
  promo_price: nullable({ ...price, type: 'object' }),
  external_link: nullable(text),
  membership_required: { type: 'boolean' },
  subscription_required: { type: 'boolean' },
  payment_provider_required: { type: 'boolean' },
})

const productsAnswer = object({
  data: list(product),
  meta: object({
    rate: object({
      eurron: { type: 'number', exclusiveMinimum: 0 },
      date: nullable({ type: 'string', format: 'date' }),
    }),
  }),
})

const QUIZ_UID = '5b0e1c1e-6f53-4a43-9a55-9c1f3a7de001'
const coverExample = (kind: 'quizzes' | 'quests') =>
  `https://comunitate.example/api/member/communities/comunitatea-mea/${kind}/${QUIZ_UID}/cover?t=1765400000000`
const quizExample = {
  uid: QUIZ_UID,
  name: 'Ce te pasionează?',
  cover_image_url: coverExample('quizzes'),
  questions: [
    {
      id: 12,
      text: 'Ce îți place cel mai mult?',
      type: 'single',
      answers: [
        { id: 40, text: 'Evenimentele' },
        { id: 41, text: 'Oamenii' },
      ],
    },
  ],
  my_answers: {
    answered_at: '2027-05-01T08:00:00.000Z',
    answers: [{ question_id: 12, answer_ids: [40] }],
  },
}
const completionExample = { score: 2, max_score: 3, completed_at: '2027-05-01T08:00:00.000Z' }

/** A quiz's or quest's cover, served to the community's members with the token. */
const coverImage = (one: 'quiz' | 'quest', operationId: string) => ({
  get: operation({
    operationId,
    summary: `A ${one}’s cover image`,
    description: `The ${one}’s \`cover_image_url\` while the ${one} is listed (not deleted).`,
    tags: TAGS,
    member: true,
    parameters: recordImageParameters,
    responses: { 200: imageAnswer },
    refusals: ['notModified', 'notFound'],
  }),
})

export function memberContentPaths(): Paths {
  const base = '/api/member/communities/{slug}'
  return {
    [`${base}/feed`]: {
      get: operation({
        operationId: 'memberFeed',
        summary: 'A community’s feed with its members-only items',
        description:
          'The public feed’s items and the members-only ones, newest first (scheduled items once ' +
          'due, deleted ones never), by cursor. Cached by the member’s device only ' +
          '(`private, no-cache`): send the ETag back for a 304.',
        tags: TAGS,
        member: true,
        parameters: [slugParameter, cursorParameter, pagingParameters[1], ifNoneMatchParameter],
        responses: {
          200: cachedJson('A page of items.', memberFeedPage, {
            data: [
              {
                uid: '18c69bed-4c17-4cb6-829b-b8cbe7c171f6',
                type: 'post',
                title: null,
                text: 'Întâlnirea membrilor, joi la 18.',
                link: null,
                image_url: null,
                media: [],
                excerpt: null,
                content: null,
                tags: [],
                quiz: null,
                quest: null,
                published_at: '2027-05-01T08:00:00.000Z',
                members_only: true,
              },
            ],
            meta: { per_page: 20, has_more: false, next_cursor: null },
          }),
        },
        refusals: ['notModified', 'notFound', 'invalid'],
      }),
    },
    [`${base}/feed/{uid}/image`]: {
      get: operation({
        operationId: 'memberFeedImage',
        summary: 'A members-only item’s image',
        description: 'The item’s `image_url` while the item is in the member’s feed.',
        tags: TAGS,
        member: true,
        parameters: recordImageParameters,
        responses: { 200: imageAnswer },
        refusals: ['notModified', 'notFound'],
      }),
    },
    [`${base}/quizzes`]: {
      get: operation({
        operationId: 'memberQuizzes',
        summary: 'The community’s quizzes',
        description: 'Not deleted, newest first, with whether the member answered each.',
        tags: TAGS,
        member: true,
        parameters: [slugParameter],
        responses: {
          200: {
            description: 'The quizzes.',
            content: json(data(list(quizSummary)), {
              data: [
                {
                  uid: QUIZ_UID,
                  name: 'Ce te pasionează?',
                  cover_image_url: coverExample('quizzes'),
                  questions_count: 1,
                  answered: false,
                  answered_at: null,
                },
              ],
            }),
          },
        },
        refusals: ['notFound'],
      }),
    },
    [`${base}/quizzes/{uid}`]: {
      get: operation({
        operationId: 'memberQuiz',
        summary: 'A quiz and the member’s answers',
        description: 'Its questions and answers (never the segment an answer picks).',
        tags: TAGS,
        member: true,
        parameters: [slugParameter, uidParameter],
        responses: {
          200: { description: 'The quiz.', content: json(data(quizDetail), { data: quizExample }) },
        },
        refusals: ['notFound'],
      }),
    },
    [`${base}/quizzes/{uid}/cover`]: coverImage('quiz', 'memberQuizCover'),
    [`${base}/quizzes/{uid}/answers`]: {
      put: operation({
        operationId: 'answerQuiz',
        summary: 'Answer a quiz (again)',
        description:
          'Every question once, its answers’ ids (one for a single-choice question). Stored with ' +
          'the segments the answers pick, in one transaction; answering again replaces the ' +
          'answers and this quiz’s segments (segments reached otherwise stay).',
        tags: TAGS,
        member: true,
        parameters: [slugParameter, uidParameter],
        requestBody: {
          required: true,
          content: json(quizAnswersValidator.toJSONSchema() as JsonSchema, {
            answers: [{ question_id: 12, answer_ids: [40] }],
          }),
        },
        responses: {
          200: {
            description: 'Stored: the quiz with the member’s answers.',
            content: json(data(quizDetail), { data: quizExample }),
          },
        },
        refusals: ['badRequest', 'notFound', 'tooLarge', 'invalid'],
      }),
    },
    [`${base}/quests`]: {
      get: operation({
        operationId: 'memberQuests',
        summary: 'The community’s quests',
        description: 'Not deleted, newest first, with the member’s completion of each.',
        tags: TAGS,
        member: true,
        parameters: [slugParameter],
        responses: {
          200: {
            description: 'The quests.',
            content: json(data(list(questSummary)), {
              data: [
                {
                  uid: QUIZ_UID,
                  title: 'Descoperă orașul',
                  quest_type: 'quiz',
                  description: 'Un traseu prin cartier.',
                  cover_image_url: null,
                  questions_count: 3,
                  completion: completionExample,
                },
              ],
            }),
          },
        },
        refusals: ['notFound'],
      }),
    },
    [`${base}/quests/{uid}`]: {
      get: operation({
        operationId: 'memberQuest',
        summary: 'A quest and the member’s completion',
        description: 'Its questions and options (never which option is correct).',
        tags: TAGS,
        member: true,
        parameters: [slugParameter, uidParameter],
        responses: {
          200: {
            description: 'The quest.',
            content: json(data(questDetail), {
              data: {
                uid: QUIZ_UID,
                title: 'Descoperă orașul',
                quest_type: 'quiz',
                description: 'Un traseu prin cartier.',
                cover_image_url: coverExample('quests'),
                questions: [
                  {
                    id: 7,
                    text: 'Unde e primăria?',
                    options: [
                      { id: 21, text: 'În centru' },
                      { id: 22, text: 'La marginea orașului' },
                    ],
                  },
                ],
                completion: null,
              },
            }),
          },
        },
        refusals: ['notFound'],
      }),
    },
    [`${base}/quests/{uid}/cover`]: coverImage('quest', 'memberQuestCover'),
    [`${base}/quests/{uid}/completion`]: {
      post: operation({
        operationId: 'completeQuest',
        summary: 'Complete a quest (again)',
        description:
          'One option a question. The server scores the correct options out of the questions; ' +
          'completing again replaces the completion.',
        tags: TAGS,
        member: true,
        parameters: [slugParameter, uidParameter],
        requestBody: {
          required: true,
          content: json(questCompletionValidator.toJSONSchema() as JsonSchema, {
            answers: [{ question: 7, option: 21 }],
          }),
        },
        responses: {
          200: {
            description: 'Recorded: the score.',
            content: json(data(completion), { data: completionExample }),
          },
        },
        refusals: ['badRequest', 'notFound', 'tooLarge', 'invalid'],
      }),
    },
    [`${base}/products`]: {
      get: operation({
        operationId: 'memberProducts',
        summary: 'The products offered to the member',
        description:
          'Those of the segments the member is in, not deleted, each once, by segment priority ' +
          '(lowest first) then name; EUR and RON at the day’s rate.',
        tags: TAGS,
        member: true,
        parameters: [slugParameter],
        responses: {
          200: {
            description: 'The products.',
            content: json(productsAnswer, {
              data: [
                {
                  uid: '2f0e1c1e-6f53-4a43-9a55-9c1f3a7de002',
                  name: 'Atelier foto',
                  description_short: 'Un atelier de o zi',
                  description_long: 'Zece exerciții',
                  product_type: 'digital',
                  product_payment_type: 'unica',
                  product_delivery_type: 'online',
                  product_format_type: 'online',
                  price: { eur: '12.50', ron: 62 },
                  promo_price: null,
                  external_link: null,
                  membership_required: true,
                  subscription_required: false,
                  payment_provider_required: false,
                },
              ],
              meta: { rate: { eurron: 4.9771, date: '2027-05-03' } },
            }),
          },
        },
        refusals: ['notFound'],
      }),
    },
  }
}
