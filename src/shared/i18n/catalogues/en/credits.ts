export const enCredits = {
  'credits.forecast.label': 'Credit forecast',
  'credits.forecast.simulated': 'Simulated demo account:',
  'credits.forecast.unknown':
    'No forecast yet: the plan’s monthly credits are not known until they are checked with the service.',
  'credits.forecast.exhausted': 'This month’s credits are used up; they renew on {date}.',
  'credits.forecast.tooEarlyDay': 'Not enough use yet to forecast: less than a day of this month has passed.',
  'credits.forecast.tooEarlySpent': 'Not enough use yet to forecast: nothing has been spent this month.',
  'credits.forecast.lasts':
    'At this month’s pace so far (about {perDayN} credits a day over {days, plural, one {{daysN} day} other {{daysN} days}}), the credits last the month; they renew on {date}.',
  'credits.forecast.runsOut':
    'At this month’s pace so far (about {perDayN} credits a day over {days, plural, one {{daysN} day} other {{daysN} days}}), the credits run out around {date}, {early, plural, one {{earlyN} day} other {{earlyN} days}} before they renew.',
  'credits.forecast.runsOutSoon':
    'At this month’s pace so far (about {perDayN} credits a day over {days, plural, one {{daysN} day} other {{daysN} days}}), the credits run out around {date}, less than a day before they renew.',
  'credits.forecast.share': '{feature} ({percent}%)',
  'credits.forecast.mostSpent':
    '{count, plural, one {Most spent by {first} of the credits Folio Desk spent this month.} =2 {Most spent by {first} and {second} of the credits Folio Desk spent this month.} other {Most spent by {first}, {second} and {third} of the credits Folio Desk spent this month.}}',
} as const;
