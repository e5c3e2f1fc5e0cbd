import type { Article } from "../article";

export const article: Article = {
  id: "stress-management-guide",
  title: "A Practical Guide to Managing Everyday Stress",
  description:
    "Simple, realistic tools for handling daily pressure: calming your body, organizing your day, protecting sleep and knowing when to ask for support.",
  category: "Mental Wellness",
  readTime: "6 min read",
  published: "2024-02-13",
  thumbnail: "/images/articles/stress-management-guide.svg",
  body: `Deadlines, traffic, bills, family logistics, a full inbox: everyday stress is part of modern life. A certain amount of it is even useful, sharpening your focus before a presentation or helping you react quickly on the road. Trouble starts when the pressure never lets up and your body rarely gets the signal that it is safe to stand down.

The goal of stress management is not to eliminate stress. It is to build enough recovery into your days that stress stays manageable. This guide offers practical tools you can start using today.

## What Stress Does in Your Body

When you sense a challenge, your brain activates the stress response. Adrenaline and cortisol rise, your heart beats faster, your breathing quickens and your muscles tense. This is helpful in short bursts. Once the challenge passes, a healthy system returns to baseline.

When stress is constant, that return to baseline happens less often. Over time, many people notice:

- Trouble falling or staying asleep.
- Tension headaches, a tight jaw or sore shoulders.
- Changes in appetite or digestion.
- Irritability, worry or difficulty concentrating.
- Feeling tired but wired, especially in the evening.

These signs are worth paying attention to. They are your body's way of saying it needs more recovery time.

## Calm Your Body First

When stress spikes, it is hard to think your way out of it. Working with your body is often faster.

### Slow Your Breathing

Slow breathing with a longer exhale is one of the quickest ways to engage the body's calming response. Try this for two to five minutes:

- Breathe in gently through your nose for a count of four.
- Breathe out slowly through your mouth for a count of six.
- Let your shoulders drop and your belly soften as you exhale.

You can do this at your desk, in the car before walking into the house or in bed at night.

### Move Your Body

Physical activity uses up some of the energy the stress response mobilizes and tends to improve mood for hours afterward. A brisk 10-minute walk counts. So does dancing in the kitchen, stretching, gardening or a bike ride. Over the week, aim for the 150 minutes of moderate activity recommended for adults.

### Release Muscle Tension

Progressive muscle relaxation is simple: tense a muscle group for five seconds, then release it for ten, working from your feet up to your face. Many people find it especially helpful at bedtime.

## Organize the Pressure

Much of everyday stress comes from the feeling that there is too much to do and too little control. A little structure can ease that feeling.

- Write it down. Getting tasks out of your head and onto paper reduces the mental load of trying to remember them.
- Pick your top three. Each morning, choose the three tasks that matter most and do those first.
- Break big tasks into small steps. Draft the first paragraph rather than the whole report.
- Batch small chores. Answer emails or return calls in set blocks rather than all day long.
- Say no, or not yet. Every yes uses time and energy. It is fine to protect both.

**You do not have to fix everything today. Choose the next small step and take it.**

## Protect Your Sleep

Stress and sleep feed each other. Poor sleep makes stress harder to handle, and stress makes sleep harder to come by. Guarding your sleep is one of the most effective things you can do.

- Keep a regular bedtime and wake time, even on weekends.
- Create a 30-minute wind-down routine: dim the lights, read, stretch or take a warm shower.
- Keep phones and laptops out of bed.
- If worries keep you awake, jot them on a notepad by the bed and tell yourself you will deal with them tomorrow.
- Limit caffeine after noon and avoid using alcohol as a sleep aid, since it tends to disturb sleep later in the night.

## Feed Yourself Steadily

Under stress, many people skip meals and then reach for sugary snacks or extra coffee. Steady, balanced meals help keep your energy and mood more even.

- Eat at regular times and include protein, fiber and some healthy fat at each meal.
- Keep easy snacks on hand, such as nuts, fruit, yogurt or hummus with vegetables.
- Drink water throughout the day, since even mild dehydration can make you feel tired and irritable.
- Notice whether caffeine leaves you jittery or anxious, and cut back if it does.

## Stay Connected

Talking with someone you trust is one of the oldest and most effective stress relievers. Social connection helps put problems in perspective and reminds you that you are not facing them alone.

- Call or text a friend, even briefly.
- Share a meal with family or coworkers.
- Join a class, club, volunteer group or faith community.
- Spend time with a pet if you have one.

If you tend to withdraw when stressed, put time with others on your calendar like any other appointment.

## Build Small Daily Resets

Recovery does not need to take hours. Short, regular pauses through the day add up.

### Ideas for Five Minutes or Less

- Step outside and notice five things you can see, four you can hear and three you can feel.
- Stretch your neck, shoulders and back.
- Listen to one favorite song without doing anything else.
- Write down one thing that went well today.
- Look out a window at something far away to rest your eyes and mind.

### Ideas for a Longer Break

- Take a walk in a park or along a tree-lined street.
- Try a beginner yoga, tai chi or meditation session.
- Spend time on a hobby that absorbs your attention, such as cooking, music, crafts or puzzles.

## A Word on Herbs and Supplements

Some people are interested in herbs traditionally used for relaxation, such as chamomile, lemon balm or ashwagandha, or in nutrients like magnesium. A cup of caffeine-free herbal tea can be a pleasant part of an evening routine. Research on many of these products is limited, though, and some can interact with medications, including sedatives, antidepressants and thyroid or blood pressure medicines.

Before adding any herb or supplement, talk to your healthcare provider, especially if you take medication, have a health condition, or are pregnant or breastfeeding. Supplements can complement healthy habits, but they are not a replacement for sleep, movement, connection or professional support.

## When to Seek Professional Help

Self-care tools are valuable, but some situations call for more support. Reach out to a doctor, counselor or other licensed mental health professional if:

- Stress, worry or low mood lasts for more than two weeks or keeps getting worse.
- You have trouble getting through work, school or daily tasks.
- You have frequent panic attacks, a racing heart or trouble breathing.
- You are sleeping far more or far less than usual, or your appetite has changed sharply.
- You are relying on alcohol, drugs or other substances to cope.

If you are having thoughts of harming yourself, or you are in crisis, call or text 988 to reach the 988 Suicide and Crisis Lifeline, available 24 hours a day. In an emergency, call 911. Asking for help is a sign of strength, not weakness.`,
};
