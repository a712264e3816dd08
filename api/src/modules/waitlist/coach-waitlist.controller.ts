import type { CoachWaitlistDayDto } from '@app/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/admin-only.decorator';
import { CoachWaitlistDayResponse } from './dto/coach-waitlist.dto';
import { WaitlistService } from './waitlist.service';

/** Who waits for a time (issue 33): demand the coach can answer with wider hours or a lifted blackout. */
@ApiTags('coach')
@AdminOnly()
@Controller('coach/waitlist')
export class CoachWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @ApiOperation({ summary: 'Who waits for which day of which brand, today onward (those who left are not listed)' })
  @ApiOkResponse({ type: CoachWaitlistDayResponse, isArray: true })
  list(): Promise<CoachWaitlistDayDto[]> {
    return this.waitlist.waiting();
  }
}
