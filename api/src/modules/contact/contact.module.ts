import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoachContactController } from './coach-contact.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity])],
  controllers: [ContactController, CoachContactController],
  providers: [ContactService],
})
export class ContactModule {}
